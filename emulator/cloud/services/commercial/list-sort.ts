// List ordering shared by the commerce-family modules (sortBy/sortOrder query parameters).

/** Sorts a copy of a list by a key, ascending or descending; ties keep their order. */
export function sortedBy<T>(items: readonly T[], key: (item: T) => string | number, order: 'ASC' | 'DESC'): T[] {
  const sign = order === 'DESC' ? -1 : 1;
  return [...items].sort((left, right) => {
    const a = key(left);
    const b = key(right);
    return a < b ? -sign : a > b ? sign : 0;
  });
}
