export { trackArticleView, type ArticleView } from './api/track-article-view';
export { SiteAnalytics } from './components/site-analytics';
export { trackTabClick } from './api/track-tab';
