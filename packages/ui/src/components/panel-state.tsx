import type { ReactNode } from 'react';
import { Button } from './button';
import * as styles from './panel-state.css';

/** "Loading books..." and the like, announced politely. */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.state}>
      {children}
    </p>
  );
}

/** A short line where a list would be: "No books found". */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className={styles.state}>{children}</p>;
}

/** Props of {@link ErrorState}: a retry needs its button's words. */
export type ErrorStateProps = { children: ReactNode } & (
  { onRetry: () => void; retryLabel: string } | { onRetry?: undefined; retryLabel?: undefined }
);

/** A list that could not be loaded, with a way to try again. */
export function ErrorState({ children, onRetry, retryLabel }: ErrorStateProps) {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.emptyText}>{children}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

/** An empty list that says what to do next (DESIGN.md), with the action when there is one. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children ? <p className={styles.emptyText}>{children}</p> : null}
      {action}
    </div>
  );
}
