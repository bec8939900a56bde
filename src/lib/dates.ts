/** Dates as readers see them, written once for the validation (content tokens) and the app. */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar date written YYYY-MM-DD: "November 23, 2026". */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}

/** A year ("2024") or a year and month ("2024-11"): "November 2024". */
export function formatFounded(founded: string): string {
  const [year, month] = founded.split('-');
  return month ? `${MONTHS[Number(month) - 1]} ${year}` : String(year);
}
