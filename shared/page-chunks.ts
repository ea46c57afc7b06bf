/**
 * Pages whose route code the production build puts into one named chunk (vite.config.ts `codeSplitting.groups`),
 * so the server can hint that chunk and its stylesheet with the page's HTML (server/http/front-end-pages.ts):
 * Vite's manifest names a grouped chunk by the group's name, not by the route files in it.
 */
export const PAGE_CHUNK_GROUPS = [
  {
    name: 'shop',
    /** The product list: where a visitor lands from a search or a shared link. */
    pages: /^\/shop\/?$/,
    /**
     * The modules the group takes: those pages' routes and features (and, through them, what they import).
     * A group takes a module it matches even when the page only imports it on demand (`import()`), so what
     * the shop loads on demand (the guest's back-in-stock form, the error notice) lives in `on-demand/`,
     * which the group leaves out.
     */
    modules: /[\\/]src[\\/](features[\\/]shop[\\/](?!on-demand[\\/])|routes[\\/]shop\.tsx)/,
  },
  {
    name: 'product-page',
    /** A product's page; it shows the shop's cards too, so it loads the shop's chunk as well (an import of this one). */
    pages: /^\/shop\/[^/]+\/?$/,
    modules: /[\\/]src[\\/](features[\\/]product-page[\\/]|routes[\\/]shop_\.\$slug\.tsx)/,
  },
  {
    name: 'home',
    /** The home page, the other page visitors land on first. */
    pages: /^\/$/,
    modules: /[\\/]src[\\/](features[\\/]home[\\/]|routes[\\/]index\.tsx)/,
  },
] as const;
