/** Placeholder rows while a list loads (header spec section 9: ten empty rows). */
const placeholderRowCount = 10;

export function PlaceholderRows({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: placeholderRowCount }, (_, index) => (
        <div key={index} className="result-placeholder" data-placeholder="" />
      ))}
    </div>
  );
}
