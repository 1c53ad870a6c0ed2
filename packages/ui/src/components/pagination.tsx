import { pageSummary } from '@lamaa/domain';
import { useFormat } from '../i18n/use-format.js';
import { useLocale } from '../i18n/use-locale.js';
import { useMessages } from '../i18n/use-messages.js';
import { Button } from './button.js';
import { ChevronIcon } from './icons/chevron-icon.js';
import './pagination.css';

/** Props of Pagination. */
export interface PaginationProps {
  /** 1-based page on screen. */
  page: number;
  perPage: number;
  /** Rows on this page. */
  itemCount: number;
  /** The total, when the server tells it. */
  total?: number | null;
  hasNextPage: boolean;
  isDisabled?: boolean;
  onPageChange: (page: number) => void;
}

/**
 * Previous / next with "Showing x to y of n results" and "Page p of n", n getting a
 * trailing + when only a lower bound is known (numbers from the domain's pageSummary).
 */
export function Pagination({
  page,
  perPage,
  itemCount,
  total,
  hasNextPage,
  isDisabled,
  onPageChange,
}: PaginationProps) {
  const t = useMessages();
  const format = useFormat();
  const { direction } = useLocale();
  const summary = pageSummary({ page, perPage, itemCount, total, hasNextPage });
  // "30+" must read as one left-to-right number inside Arabic text: isolate it (LRI … PDI).
  const bound = (value: number) => {
    const text = format.number(value);
    if (!summary.isApproximate) return text;
    return direction === 'rtl' ? `\u2066${text}+\u2069` : `${text}+`;
  };
  return (
    <nav className="lm-pagination" aria-label={t('common.pagination')}>
      <p className="lm-pagination__summary" aria-live="polite">
        {t('pagination.showing', {
          from: format.number(summary.from),
          to: format.number(summary.to),
          total: bound(summary.total),
          count: summary.total,
        })}
      </p>
      <div className="lm-pagination__controls">
        <Button
          variant="outline"
          size="sm"
          isDisabled={isDisabled || summary.page <= 1}
          onPress={() => onPageChange(summary.page - 1)}
        >
          <span className="lm-mirror lm-pagination__icon--back" aria-hidden="true">
            <ChevronIcon />
          </span>
          {t('common.previous-page')}
        </Button>
        <span className="lm-pagination__page">
          {t('pagination.page', {
            page: format.number(summary.page),
            pageCount: bound(summary.pageCount),
          })}
        </span>
        <Button
          variant="outline"
          size="sm"
          isDisabled={isDisabled || !hasNextPage}
          onPress={() => onPageChange(summary.page + 1)}
        >
          {t('common.next-page')}
          <span className="lm-mirror" aria-hidden="true">
            <ChevronIcon />
          </span>
        </Button>
      </div>
    </nav>
  );
}
