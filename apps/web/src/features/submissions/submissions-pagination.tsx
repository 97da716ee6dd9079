/** Props of {@link SubmissionsPagination}. */
export interface SubmissionsPaginationProps {
  range: { first: number; last: number; total: number };
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * Which submissions are shown ("26–50 of 120") and the Previous and Next
 * buttons. Shown only when there is more than one page.
 *
 * @example
 * <SubmissionsPagination range={range} hasPrevious={false} hasNext onPrevious={…} onNext={…} />
 */
export function SubmissionsPagination({
  range,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: SubmissionsPaginationProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="fw-pagination" aria-label="Pages of submissions">
      <button
        type="button"
        className="fw-button fw-button--secondary"
        onClick={onPrevious}
        disabled={!hasPrevious}
      >
        Previous
      </button>
      <p>
        {range.first}–{range.last} of {range.total}
      </p>
      <button
        type="button"
        className="fw-button fw-button--secondary"
        onClick={onNext}
        disabled={!hasNext}
      >
        Next
      </button>
    </nav>
  );
}
