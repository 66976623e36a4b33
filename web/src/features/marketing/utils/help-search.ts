import type { HelpCategory } from '../data/help-center';

/**
 * The categories whose title, description or one of whose article titles contains the query, ignoring case and the
 * spaces around it; an empty query keeps them all.
 */
export function filterHelpCategories<Category extends Pick<HelpCategory, 'title' | 'description' | 'articles'>>(
  categories: readonly Category[],
  query: string,
): Category[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...categories];
  const matches = (text: string) => text.toLocaleLowerCase().includes(needle);
  return categories.filter(
    (category) => matches(category.title) || matches(category.description) || category.articles.some((article) => matches(article.title)),
  );
}
