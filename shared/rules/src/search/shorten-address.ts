const visibleEdgeLength = 4;

/** `0x1234567890abcdef` -> `0x12...cdef`; eight characters or fewer are left as they are. */
export function shortenAddress(address: string | null | undefined): string {
  if (!address) return '';
  if (address.length <= visibleEdgeLength * 2) return address;
  return `${address.slice(0, visibleEdgeLength)}...${address.slice(-visibleEdgeLength)}`;
}
