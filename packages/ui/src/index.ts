// The public API of @lamaa/ui, listed by name. Import the styles once per app:
// `import '@lamaa/ui/styles.css'`.

// Bilingual runtime
export { createI18n } from './i18n/create-i18n.js';
export type { ExtraMessages } from './i18n/create-i18n.js';
export { loadArabicTexts } from './i18n/load-arabic-texts.js';
export type { ArabicLoader } from './i18n/load-arabic-texts.js';
export { detectLanguage, windowLanguageSources } from './i18n/detect-language.js';
export type { BrowserLanguageSources } from './i18n/detect-language.js';
export { arabicPluralEntries } from './i18n/arabic-plurals.js';
export type { ArabicPlural } from './i18n/arabic-plurals.js';
export { kitPluralsAr } from './i18n/resources/plurals-ar.js';
export { formatClock } from './i18n/format-clock.js';
export { formatDate } from './i18n/format-date.js';
export { formatMoney, moneyUnit } from './i18n/format-money.js';
export type { MoneyFormatOptions } from './i18n/format-money.js';
export { formatNumber } from './i18n/format-number.js';
export { refusalKey, refusalText } from './i18n/refusal-key.js';
export { fieldRefusalText } from './i18n/field-refusal-text.js';
export { intlLocaleOf, LANGUAGE_STORAGE_KEY } from './i18n/language.js';
export type { LocaleState } from './i18n/locale-context.js';
export { LocaleProvider } from './i18n/locale-provider.js';
export type { LocaleProviderProps } from './i18n/locale-provider.js';
export { ar } from './i18n/resources/ar.js';
export { en } from './i18n/resources/en.js';
export type { MessageKey, Messages } from './i18n/resources/en.js';
export { SPEC_TEXT_NAMESPACES, toSpecWording } from './i18n/spec-texts.js';
export { useDocumentTitle } from './i18n/use-document-title.js';
export { useFormat } from './i18n/use-format.js';
export type { Formatters } from './i18n/use-format.js';
export { useLocale } from './i18n/use-locale.js';
export { useMessages } from './i18n/use-messages.js';
export type { MessageValues, Translate } from './i18n/use-messages.js';

// Loading data
export { createLoaderCache } from './loading/create-loader-cache.js';
export { LoaderCacheContext } from './loading/loader-cache-context.js';
export { prefetchWhenIdle } from './loading/prefetch-when-idle.js';
export { useLoader } from './loading/use-loader.js';
export type { LoaderView } from './loading/use-loader.js';

// Components
export { AmountField } from './components/amount-field.js';
export type { AmountFieldProps } from './components/amount-field.js';
export { Avatar } from './components/avatar.js';
export type { AvatarProps } from './components/avatar.js';
export { Badge } from './components/badge.js';
export type { BadgeProps } from './components/badge.js';
export { Banner } from './components/banner.js';
export type { BannerProps } from './components/banner.js';
export { Button } from './components/button.js';
export type { ButtonProps } from './components/button.js';
export { CatalogueCard } from './components/catalogue-card.js';
export type { CatalogueCardProps } from './components/catalogue-card.js';
export { Combobox } from './components/combobox.js';
export type { ComboboxProps } from './components/combobox.js';
export { ConfirmDialog } from './components/confirm-dialog.js';
export type { ConfirmDialogProps, ConfirmKind } from './components/confirm-dialog.js';
export { createToasts } from './components/create-toasts.js';
export type {
  ShowToastOptions,
  ToastMessage,
  Toasts,
  ToastType,
} from './components/create-toasts.js';
export { DataTable } from './components/data-table.js';
export type { DataColumn, DataTableProps } from './components/data-table.js';
export { Dialog } from './components/dialog.js';
export type { DialogProps } from './components/dialog.js';
export { EmptyState } from './components/empty-state.js';
export type { EmptyStateProps } from './components/empty-state.js';
export { FileDrop } from './components/file-drop.js';
export type { FileDropProps } from './components/file-drop.js';
export { FullScreenLoading } from './components/full-screen-loading.js';
export type { FullScreenLoadingProps } from './components/full-screen-loading.js';
export { IconButton } from './components/icon-button.js';
export type { IconButtonProps } from './components/icon-button.js';
export { LanguageSwitch } from './components/language-switch.js';
export type { LanguageSwitchProps } from './components/language-switch.js';
export { Money } from './components/money.js';
export type { MoneyProps } from './components/money.js';
export { NumberField } from './components/number-field.js';
export type { NumberFieldProps } from './components/number-field.js';
export { Pagination } from './components/pagination.js';
export type { PaginationProps } from './components/pagination.js';
export { PaymentBadge } from './components/payment-badge.js';
export type { PaymentBadgeProps } from './components/payment-badge.js';
export { PhoneField } from './components/phone-field.js';
export type { PhoneFieldProps } from './components/phone-field.js';
export { ProgressBar } from './components/progress-bar.js';
export type { ProgressBarProps } from './components/progress-bar.js';
export { SearchInput } from './components/search-input.js';
export type { SearchInputProps } from './components/search-input.js';
export { Select } from './components/select.js';
export type { Option, SelectProps } from './components/select.js';
export { SkipLink } from './components/skip-link.js';
export type { SkipLinkProps } from './components/skip-link.js';
export { Spinner } from './components/spinner.js';
export type { SpinnerProps } from './components/spinner.js';
export { StatusBadge } from './components/status-badge.js';
export type { StatusBadgeProps } from './components/status-badge.js';
export { TextArea } from './components/text-area.js';
export type { TextAreaProps } from './components/text-area.js';
export { TextField } from './components/text-field.js';
export type { TextFieldProps } from './components/text-field.js';
export { ToastOutlet } from './components/toast-outlet.js';
export type { ToastOutletProps } from './components/toast-outlet.js';
export { ToastRegion } from './components/toast-region.js';
export type { ToastRegionProps } from './components/toast-region.js';
export { TopNav } from './components/top-nav.js';
export type { NavItem, TopNavProps } from './components/top-nav.js';
