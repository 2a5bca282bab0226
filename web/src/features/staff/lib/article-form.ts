import type {
  Article,
  ArticleCategory,
  ArticleLevel,
  ArticleSection,
  CreateArticleBody,
  UpdateArticleBody,
  UserAccount,
} from '@mitics/contracts';

import { REQUIRED_FIELDS, slugify } from './messages';

/** The article levels (staff §3). */
export const LEVELS = ['Michigan Politics', 'Federal Politics'] as const satisfies readonly ArticleLevel[];
/** Sections of the create form (staff §3). */
export const SECTIONS = [
  'Elections',
  'Legislature',
  'Courts',
  'Policy',
  'Campaigns',
  'Watchdog',
  'Analysis',
] as const satisfies readonly ArticleSection[];
/** The contributor categories (staff §3). */
export const CONTRIBUTOR_CATEGORIES = [
  'michigan-politics',
  'federal',
  'analysis',
  'legislature',
  'campaign-finance',
] as const satisfies readonly ArticleCategory[];
/** The edit-article dialog's section list, which sets the category (staff §3: it differs). */
export const EDIT_DIALOG_SECTIONS = ['michigan-politics', 'breaking', 'federal', 'analysis'] as const satisfies readonly ArticleCategory[];

const CATEGORIES: readonly ArticleCategory[] = [
  'breaking',
  'politics',
  'exclusive',
  'federal',
  'michigan-politics',
  'analysis',
  'legislature',
  'campaign-finance',
];

/**
 * Choosing a level sets the category (staff §4): the level in lowercase with
 * spaces as hyphens, so 'Michigan Politics' gives 'michigan-politics'. The
 * contracts have no 'federal-politics' category (the federal beat is
 * 'federal'), so a rule result that is not a category drops its '-politics'.
 */
export function categoryForLevel(level: ArticleLevel): ArticleCategory {
  const ruled = level.toLowerCase().replace(/\s+/g, '-');
  const known = CATEGORIES.find((category) => category === ruled);
  return known ?? CATEGORIES.find((category) => category === ruled.replace(/-politics$/, '')) ?? 'michigan-politics';
}

/** Tags typed as 'a, b,,c ': split on commas, trimmed, blanks and repeats dropped. */
export function splitTags(text: string): string[] {
  return [...new Set(text.split(',').map((tag) => tag.trim()).filter((tag) => tag !== ''))];
}

/** An http(s) URL. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An image: an http(s) URL or one of the site's own pictures ('/images/…'), as the contracts allow. */
export function isImageUrl(value: string): boolean {
  const trimmed = value.trim();
  return isWebUrl(trimmed) || /^\/(?!\/)[A-Za-z0-9/_.-]*$/.test(trimmed);
}

const optional = (value: string) => value.trim() || null;

export type FormProblem<F extends string> = { message: string; fields: F[] };

function missing<F extends string>(form: Record<F, string>, required: readonly F[]): F[] {
  return required.filter((field) => form[field].trim() === '');
}

/* The editor's article: the admin panel's create form and /create. */

export type EditorArticleForm = {
  title: string;
  level: ArticleLevel | '';
  section: ArticleSection | '';
  author: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  videoUrl: string;
  tags: string;
  isBreaking: boolean;
  isFeatured: boolean;
};

export type EditorTextField = Exclude<keyof EditorArticleForm, 'isBreaking' | 'isFeatured'>;

export const emptyEditorArticle: EditorArticleForm = {
  title: '',
  level: '',
  section: '',
  author: '',
  excerpt: '',
  content: '',
  imageUrl: '',
  videoUrl: '',
  tags: '',
  isBreaking: false,
  isFeatured: false,
};

/** Required in the admin panel's form (staff §5). */
export const PANEL_REQUIRED = ['title', 'level', 'section', 'author', 'excerpt', 'content'] as const satisfies readonly EditorTextField[];
/** Required on /create (staff §5). */
export const EDITOR_PAGE_REQUIRED = ['title', 'excerpt', 'content', 'author'] as const satisfies readonly EditorTextField[];

export const INVALID_IMAGE_URL = 'Please enter a valid image URL';
export const INVALID_VIDEO_URL = 'Please enter a valid video URL';

/** The first broken rule: the required fields, then the image and video URLs. */
export function editorArticleProblem(
  form: EditorArticleForm,
  required: readonly EditorTextField[],
): FormProblem<EditorTextField> | null {
  const empty = missing<EditorTextField>(form, required);
  if (empty.length > 0) return { message: REQUIRED_FIELDS, fields: empty };
  if (form.imageUrl.trim() && !isImageUrl(form.imageUrl)) return { message: INVALID_IMAGE_URL, fields: ['imageUrl'] };
  if (form.videoUrl.trim() && !isWebUrl(form.videoUrl)) return { message: INVALID_VIDEO_URL, fields: ['videoUrl'] };
  return null;
}

/** POST /api/articles from the editor: the fields plus slug (from the title), the tags as a list and isFromRss false. */
export function editorCreateBody(form: EditorArticleForm): CreateArticleBody {
  const title = form.title.trim();
  return {
    title,
    slug: slugify(title),
    excerpt: form.excerpt.trim(),
    content: form.content.trim(),
    author: form.author.trim(),
    category: form.level ? categoryForLevel(form.level) : 'michigan-politics',
    level: form.level || null,
    section: form.section || null,
    imageUrl: optional(form.imageUrl),
    videoUrl: optional(form.videoUrl),
    tags: splitTags(form.tags),
    isBreaking: form.isBreaking,
    isFeatured: form.isFeatured,
    isFromRss: false,
  };
}

/* The admin panel's edit dialog. */

export type EditArticleForm = {
  title: string;
  author: string;
  category: ArticleCategory;
  excerpt: string;
  content: string;
  imageUrl: string;
  tags: string;
  isBreaking: boolean;
  isFeatured: boolean;
};

export type EditTextField = 'title' | 'author' | 'excerpt' | 'content' | 'imageUrl' | 'tags';

export function editFormFrom(article: Article): EditArticleForm {
  return {
    title: article.title,
    author: article.author,
    category: article.category,
    excerpt: article.excerpt,
    content: article.content,
    imageUrl: article.imageUrl ?? '',
    tags: article.tags.join(', '),
    isBreaking: article.isBreaking,
    isFeatured: article.isFeatured,
  };
}

/** Edit article: title, author, excerpt, content required (staff §5). */
export function editArticleProblem(form: EditArticleForm): FormProblem<EditTextField> | null {
  const empty = missing<EditTextField>(form, ['title', 'author', 'excerpt', 'content']);
  if (empty.length > 0) return { message: REQUIRED_FIELDS, fields: empty };
  if (form.imageUrl.trim() && !isImageUrl(form.imageUrl)) return { message: INVALID_IMAGE_URL, fields: ['imageUrl'] };
  return null;
}

/** PUT /api/articles/{id} from the panel (staff §7: admin). */
export function editArticleBody(form: EditArticleForm): UpdateArticleBody {
  return {
    title: form.title.trim(),
    excerpt: form.excerpt.trim(),
    content: form.content.trim(),
    category: form.category,
    author: form.author.trim(),
    imageUrl: optional(form.imageUrl),
    tags: splitTags(form.tags),
    isBreaking: form.isBreaking,
    isFeatured: form.isFeatured,
  };
}

/* The contributor's draft (/contribute). */

export type ContributorCategory = (typeof CONTRIBUTOR_CATEGORIES)[number];

export type DraftForm = {
  title: string;
  author: string;
  category: ArticleCategory;
  excerpt: string;
  content: string;
  tags: string;
  imageUrl: string;
};

export type DraftTextField = 'title' | 'author' | 'excerpt' | 'content' | 'tags' | 'imageUrl';

/** A new draft: category michigan-politics, no tags, the byline the writer's own name (staff §3). */
export function newDraftForm(user: Pick<UserAccount, 'fullName'>): DraftForm {
  return { title: '', author: user.fullName, category: 'michigan-politics', excerpt: '', content: '', tags: '', imageUrl: '' };
}

export function draftFormFrom(article: Article): DraftForm {
  return {
    title: article.title,
    author: article.author,
    category: article.category,
    excerpt: article.excerpt,
    content: article.content,
    tags: article.tags.join(', '),
    imageUrl: article.imageUrl ?? '',
  };
}

/** Title, excerpt, content and byline required, else no call (staff §5); an image URL must be one. */
export function draftProblem(form: DraftForm): FormProblem<DraftTextField> | null {
  const empty = missing<DraftTextField>(form, ['title', 'excerpt', 'content', 'author']);
  if (empty.length > 0) return { message: REQUIRED_FIELDS, fields: empty };
  if (form.imageUrl.trim() && !isImageUrl(form.imageUrl)) return { message: INVALID_IMAGE_URL, fields: ['imageUrl'] };
  return null;
}

/** POST /api/articles from /contribute (staff §7): saved as a draft, whatever else happens. */
export function draftCreateBody(form: DraftForm, user: Pick<UserAccount, 'id'>): CreateArticleBody {
  return { ...draftUpdateBody(form), authorId: user.id, status: 'draft' };
}

/** The fields a contributor writes, as the API takes them. */
export type DraftFields = {
  title: string;
  excerpt: string;
  content: string;
  category: ArticleCategory;
  author: string;
  imageUrl: string | null;
  tags: string[];
};

/** PUT /api/articles/{id} when a contributor saves changes to a draft or a returned article. */
export function draftUpdateBody(form: DraftForm): DraftFields {
  return {
    title: form.title.trim(),
    excerpt: form.excerpt.trim(),
    content: form.content.trim(),
    category: form.category,
    author: form.author.trim(),
    imageUrl: optional(form.imageUrl),
    tags: splitTags(form.tags),
  };
}

/** PUT /api/articles/{id}: Submit for Review (staff §4). */
export function submitForReviewBody(now: Date): UpdateArticleBody {
  return { status: 'pending_review', submittedAt: now.toISOString() };
}
