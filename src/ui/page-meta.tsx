/**
 * The page's title and description in the document head (React hoists both), in the interface language: what a
 * tab, a bookmark and a search result show.
 */
export function PageMeta({ title, description }: { title: string; description?: string | undefined }) {
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
