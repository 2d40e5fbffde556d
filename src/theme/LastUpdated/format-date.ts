/**
 * "Nov 24, 2026": the date as the theme writes it (Intl 'en', short month,
 * UTC). Written out by hand because creating the first Intl.DateTimeFormat
 * in a page loads the ICU date data: 35–90 ms of one main-thread task on
 * every doc page in our CPU profiles, for twelve month names.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
