const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Header spec section 9: timestamps are shown as month-day hour:minute (`11-23 09:05`), in local time. */
export function formatMessageTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  const date = new Date(seconds * 1000);
  return (
    `${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())} ` +
    `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
  );
}
