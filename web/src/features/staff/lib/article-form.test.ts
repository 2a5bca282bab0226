import type { Article } from '@mitics/contracts';
import { describe, expect, it } from 'vitest';

import {
  categoryForLevel,
  draftCreateBody,
  draftFormFrom,
  draftProblem,
  draftUpdateBody,
  EDITOR_PAGE_REQUIRED,
  editArticleBody,
  editArticleProblem,
  editFormFrom,
  editorArticleProblem,
  editorCreateBody,
  emptyEditorArticle,
  isImageUrl,
  isWebUrl,
  newDraftForm,
  PANEL_REQUIRED,
  splitTags,
  submitForReviewBody,
  type EditorArticleForm,
} from './article-form';

const editorForm: EditorArticleForm = {
  ...emptyEditorArticle,
  title: '  Senate Passes Road-Funding Plan!  ',
  level: 'Michigan Politics',
  section: 'Legislature',
  author: 'Jane Reporter',
  excerpt: 'The vote was 20-18.',
  content: '## The vote\nIt passed.',
  tags: ' Roads, Budget ,, Senate,Roads ',
};

const article: Article = {
  id: 'a1',
  slug: 'roads',
  title: 'Roads',
  excerpt: 'Excerpt',
  content: 'Body',
  imageUrl: null,
  videoUrl: null,
  category: 'federal',
  level: 'Federal Politics',
  section: null,
  author: 'Dana',
  authorId: 'u1',
  tags: ['Roads', 'Budget'],
  isBreaking: true,
  isFeatured: false,
  hasGraphicMedia: false,
  graphicWarning: null,
  sourceUrl: null,
  sourceName: null,
  isFromRss: false,
  status: 'rejected',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  publishedAt: null,
  submittedAt: null,
  reviewNotes: 'Add the vote count.',
};

describe('level sets the category', () => {
  it('lowercases the level and hyphenates its spaces', () => {
    expect(categoryForLevel('Michigan Politics')).toBe('michigan-politics');
  });

  it("gives the federal beat's category for the federal level (the contracts have no 'federal-politics')", () => {
    expect(categoryForLevel('Federal Politics')).toBe('federal');
  });
});

describe('tags', () => {
  it('split on commas, trimmed, blanks and repeats dropped', () => {
    expect(splitTags(' Roads, Budget ,, Senate,Roads ')).toEqual(['Roads', 'Budget', 'Senate']);
    expect(splitTags('  ,  ')).toEqual([]);
  });
});

describe('URL checks', () => {
  it('take http(s) URLs for video, and site paths too for images', () => {
    expect(isWebUrl('https://youtu.be/abc')).toBe(true);
    expect(isWebUrl('ftp://x.y/a')).toBe(false);
    expect(isWebUrl('not a url')).toBe(false);
    expect(isImageUrl('/images/seed/capitol.svg')).toBe(true);
    expect(isImageUrl('//evil.example/x.png')).toBe(false);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('the editor article', () => {
  it('needs title, level, section, author, excerpt and content in the panel', () => {
    expect(editorArticleProblem(emptyEditorArticle, PANEL_REQUIRED)).toEqual({
      message: 'Please fill in all required fields',
      fields: ['title', 'level', 'section', 'author', 'excerpt', 'content'],
    });
    expect(editorArticleProblem({ ...editorForm, section: '' }, PANEL_REQUIRED)?.fields).toEqual(['section']);
  });

  it('needs only title, excerpt, content and author on /create', () => {
    expect(editorArticleProblem({ ...editorForm, level: '', section: '' }, EDITOR_PAGE_REQUIRED)).toBeNull();
    expect(editorArticleProblem({ ...editorForm, author: ' ' }, EDITOR_PAGE_REQUIRED)?.fields).toEqual(['author']);
  });

  it('checks the image and video URLs', () => {
    expect(editorArticleProblem({ ...editorForm, imageUrl: 'capitol.jpg' }, PANEL_REQUIRED)?.message).toBe('Please enter a valid image URL');
    expect(editorArticleProblem({ ...editorForm, videoUrl: 'youtube' }, PANEL_REQUIRED)?.message).toBe('Please enter a valid video URL');
    expect(editorArticleProblem({ ...editorForm, imageUrl: 'https://img.example/a.jpg', videoUrl: 'https://vimeo.com/1' }, PANEL_REQUIRED)).toBeNull();
  });

  it('is sent with a slug from the title, a tag list and isFromRss false', () => {
    expect(editorCreateBody(editorForm)).toEqual({
      title: 'Senate Passes Road-Funding Plan!',
      slug: 'senate-passes-road-funding-plan',
      excerpt: 'The vote was 20-18.',
      content: '## The vote\nIt passed.',
      author: 'Jane Reporter',
      category: 'michigan-politics',
      level: 'Michigan Politics',
      section: 'Legislature',
      imageUrl: null,
      videoUrl: null,
      tags: ['Roads', 'Budget', 'Senate'],
      isBreaking: false,
      isFeatured: false,
      isFromRss: false,
    });
  });
});

describe('the edit dialog', () => {
  it('starts from the article and sends the admin fields', () => {
    const form = editFormFrom(article);
    expect(form.tags).toBe('Roads, Budget');
    expect(editArticleBody({ ...form, title: ' New title ' })).toEqual({
      title: 'New title',
      excerpt: 'Excerpt',
      content: 'Body',
      category: 'federal',
      author: 'Dana',
      imageUrl: null,
      tags: ['Roads', 'Budget'],
      isBreaking: true,
      isFeatured: false,
    });
  });

  it('needs title, author, excerpt and content', () => {
    expect(editArticleProblem({ ...editFormFrom(article), author: '', content: '  ' })?.fields).toEqual(['author', 'content']);
  });
});

describe("the contributor's draft", () => {
  it("starts in michigan-politics with the writer's name as byline", () => {
    expect(newDraftForm({ fullName: 'Dana Whitfield' })).toEqual({
      title: '',
      author: 'Dana Whitfield',
      category: 'michigan-politics',
      excerpt: '',
      content: '',
      tags: '',
      imageUrl: '',
    });
  });

  it('needs title, excerpt, content and byline', () => {
    expect(draftProblem(newDraftForm({ fullName: '' }))?.fields).toEqual(['title', 'excerpt', 'content', 'author']);
    expect(draftProblem({ ...draftFormFrom(article) })).toBeNull();
  });

  it('is created as a draft with the author id, and updated without status', () => {
    const form = { ...draftFormFrom(article), tags: 'a, ,b' };
    expect(draftCreateBody(form, { id: 'u1' })).toEqual({
      title: 'Roads',
      excerpt: 'Excerpt',
      content: 'Body',
      category: 'federal',
      author: 'Dana',
      imageUrl: null,
      tags: ['a', 'b'],
      authorId: 'u1',
      status: 'draft',
    });
    expect('status' in draftUpdateBody(form)).toBe(false);
  });

  it('is submitted for review with the time of submission', () => {
    expect(submitForReviewBody(new Date('2026-11-21T18:00:00.000Z'))).toEqual({
      status: 'pending_review',
      submittedAt: '2026-11-21T18:00:00.000Z',
    });
  });
});
