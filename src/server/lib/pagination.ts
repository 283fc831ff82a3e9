import type { Pagy } from '../../shared/api/common';

export interface PageRequest {
  page: number;
  per_page: number;
}

/** SQL offset/limit for a page request (page numbers start at 1). */
export function pageWindow({ page, per_page }: PageRequest) {
  return { limit: per_page, offset: (page - 1) * per_page };
}

/** The `pagy` block of a list response; `next` is null on the last page. */
export function pagy({ page, per_page }: PageRequest, count: number): Pagy {
  const pages = Math.max(1, Math.ceil(count / per_page));
  return {
    page,
    per_page,
    count,
    pages,
    next: page < pages ? page + 1 : null,
    prev: page > 1 ? page - 1 : null,
  };
}
