/**
 * A count with the language's thousands separator (1,234 / 1.234), as Intl.NumberFormat writes a
 * whole number. By hand: the first Intl formatter a page builds loads the locale's data, about
 * 10 ms of a dashboard's first draw, and these tiles are the only numbers on it that need one.
 */
export function formatCount(count: number, language: string): string {
  const digits = String(Math.trunc(Math.abs(count)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, language === 'id' ? '.' : ',');
  return count < 0 ? `-${grouped}` : grouped;
}
