import { useId, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Drawer } from '@/components/ui/drawer';
import { usePageHead } from '@/lib/page-head';
import { useListingData } from '../hooks/use-listing-data';
import { useListingState } from '../hooks/use-listing-state';
import { canonicalSearch, choosePage, clearFilters, type ListingState } from '../listing-params';
import { routeScope } from '../listing-route';
import { scopeCrumb, scopePath, themeGroup, type ListingScope } from '../listing-scope';
import { ContentTabs } from './content-tabs';
import { FilterGroups, type FilterFacts } from './filter-groups';
import { ListingGrid } from './listing-grid';
import { ListingHeader } from './listing-header';
import { AppliedFilters, SortSelect } from './listing-toolbar';
import { Pagination } from './pagination';
import { SiblingSlider } from './sibling-slider';
import styles from './listing-page.module.css';

/** The listing's meta description: its header text as plain words, or a sentence naming it. */
function listingDescription(title: string, desc: string | undefined): string {
  const words = (desc ?? '')
    .replace(/<[^>]{0,200}>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words.length >= 40
    ? words.slice(0, 160)
    : `Shop ${title} at Padmakshya: handcrafted jewellery, clothing and textiles from Jaipur, delivered across India.`;
}

/** "gold-jhumka-earrings" → "Gold Jhumka Earrings": a title until the header's arrives. */
const humanize = (slug: string) =>
  slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/**
 * The product listing's routes (catalogue §2, shell §2): `kind` fixes the type where the path does
 * (/list/category/:slug, /category/:cat_slug …); /list/:type/:slug? reads it from the path.
 */
export function ListingPage({ kind }: { kind?: string }) {
  const params = useParams();
  const scope = routeScope(kind, params);
  if (!scope) return <Navigate to="/error_404" replace />;
  // A new listing starts afresh (its filter panel and wait after Clear are its own).
  return <Listing key={`${scope.kind}/${scope.slug}`} scope={scope} />;
}

export function Listing({ scope }: { scope: ListingScope }) {
  const { state, go } = useListingState();
  const { details, listing, productsLoading, holdAfterClear } = useListingData(scope, state);
  const [panelOpen, setPanelOpen] = useState(false);
  const ids = useId();

  const header = details.data?.aryHeaderDetails;
  const theme = details.data?.themesettings;
  const group = themeGroup(scope);
  const showFilter = theme ? theme[`ts_${group}_show_filter`] : true;
  const showBreadcrumb = theme ? theme[`ts_${group}_show_breadcrumb`] : true;
  const title = header?.title || (scope.kind === 'all' ? 'Shop All' : humanize(scope.slug));
  usePageHead({
    title,
    // Unique per listing (issue 12 §2): the listing's own words when the back office gives them.
    description: listingDescription(title, header?.desc),
    canonical: `${scopePath(scope)}${canonicalSearch(state)}`,
  });

  // An unknown category, collection or tag (catalogue §8: the not-found page).
  if (details.data && details.data.status !== 'success') return <Navigate to="/error_404" replace />;

  const answer = listing.data;
  const products = answer?.resProductsData;
  const facts: FilterFacts = {
    groups: details.data?.resAttributesData ?? [],
    termCounts: new Map(answer?.termCounts.map((t) => [t.terms_id, t.product_count])),
    priceCounts: new Map(answer?.priceRangeCounts.map((p) => [p.price_range, p.product_count])),
    categories: answer?.categoriesList ?? [],
    activeCategory: scope.kind === 'category' ? scope.slug : undefined,
  };
  const change = (next: ListingState) => go(next);
  const clear = () => {
    holdAfterClear();
    go(clearFilters());
  };
  const lastPage = products?.last_page ?? 1;

  return (
    <div className={styles.page}>
      <ListingHeader header={header} title={title} crumb={scopeCrumb(scope)} showBreadcrumb={showBreadcrumb} />
      {scope.kind === 'category' || scope.kind === 'collection' ? (
        <SiblingSlider
          kind={scope.kind}
          items={(scope.kind === 'category' ? answer?.categoriesList : answer?.collectionList) ?? []}
          imageBase={(scope.kind === 'category' ? answer?.category_img_url : answer?.collection_img_url) ?? ''}
          activeSlug={scope.slug}
        />
      ) : null}

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Filter and sort">
          <div className={styles.toolbar}>
            {showFilter && (
              <button
                type="button"
                className={styles.filterButton}
                aria-haspopup="dialog"
                onClick={() => setPanelOpen(true)}
              >
                Filter
              </button>
            )}
            <SortSelect state={state} onChange={change} />
          </div>
          <AppliedFilters state={state} groups={facts.groups} onChange={change} onClear={clear} />
          {showFilter && (
            <div className={styles.inlineFilters}>
              <FilterGroups state={state} facts={facts} onChange={change} idPrefix={`${ids}-side`} />
            </div>
          )}
        </aside>

        <section className={styles.results} aria-label="Products" aria-busy={productsLoading}>
          {/* spec: catalogue §8 — a failed listing simply stops loading, with no message. */}
          {listing.isError && !productsLoading ? null : (
            <ListingGrid products={products?.data ?? []} loading={productsLoading} />
          )}
          {!productsLoading && (
            <Pagination
              page={state.page}
              lastPage={lastPage}
              hrefOf={(page) => `${scopePath(scope)}${canonicalSearch(choosePage(state, page))}`}
              onPage={(page) => go(choosePage(state, page), { toTop: true })}
            />
          )}
        </section>
      </div>

      <div className={styles.tabs}>
        <ContentTabs tabs={header?.tabs ?? []} label={`About ${title}`} />
      </div>

      {showFilter && (
        <Drawer open={panelOpen} onOpenChange={setPanelOpen} title="Filter" side="left">
          <div className={styles.panel}>
            <AppliedFilters state={state} groups={facts.groups} onChange={change} onClear={clear} />
            <FilterGroups state={state} facts={facts} onChange={change} idPrefix={`${ids}-panel`} />
            <button type="button" className={styles.showResults} onClick={() => setPanelOpen(false)}>
              {productsLoading ? 'Show products' : `Show ${products?.total ?? 0} products`}
            </button>
          </div>
        </Drawer>
      )}
    </div>
  );
}
