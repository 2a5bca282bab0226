/** What a staff client sends to publish an article (POST /api/articles). */
export interface ArticleDraft {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags?: string[];
}

/** Publishes one article through the staff API with the admin key (benchmarks, scripts); throws unless it is accepted. */
export async function publishArticle(base: string, adminKey: string, article: ArticleDraft): Promise<void> {
  const res = await fetch(`${base}/api/articles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(article),
  });
  if (!res.ok) throw new Error(`publishing an article answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}
