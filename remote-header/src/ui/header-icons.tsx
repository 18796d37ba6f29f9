/* Icons of the bar's menu buttons: 20 px, drawn in the text colour, hidden from assistive technology. */

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

export const WalletIcon = () => <Icon d="M3 6h14v10H3zM3 6l11-3v3M13 11h2" />;
export const OrdersIcon = () => <Icon d="M5 3h10v14H5zM8 7h4M8 10h4M8 13h2" />;
export const AccountIcon = () => (
  <Icon d="M10 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 17c1-3.5 4-5 7-5s6 1.5 7 5" />
);
export const SearchIcon = () => <Icon d="M9 3a6 6 0 1 1 0 12A6 6 0 0 1 9 3zm4 10 4 4" />;
export const BellIcon = () => <Icon d="M5 14V9a5 5 0 0 1 10 0v5l1.5 2h-13zM8.5 17.5h3" />;
export const DownloadIcon = () => <Icon d="M6 2h8v16H6zM9 15h2M10 5v6M8 9l2 2 2-2" />;
export const GlobeIcon = () => (
  <Icon d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM2 10h16M10 2c2.5 2.5 2.5 13.5 0 16M10 2c-2.5 2.5-2.5 13.5 0 16" />
);
export const SettingsIcon = () => (
  <Icon d="M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM10 2v2.5M10 15.5V18M2 10h2.5M15.5 10H18M4.3 4.3l1.8 1.8M13.9 13.9l1.8 1.8M4.3 15.7l1.8-1.8M13.9 6.1l1.8-1.8" />
);
