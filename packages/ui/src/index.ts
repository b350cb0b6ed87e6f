// Importing the kit applies its resets once; package.json marks *.css.ts as side effects so
// bundlers keep this import.
import './global.css';

export { vars, lightTheme, sepiaTheme, darkTheme } from './theme.css';
export {
  lightColors,
  sepiaColors,
  darkColors,
  pictureColors,
  type ColorToken,
  type PictureColorToken,
  type ThemeColors,
  type ThemeTokens,
} from './tokens';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { breakpoints, media, type Breakpoint } from './breakpoints';

export { Button, type ButtonProps } from './components/button';
export { buttonStyles, type ButtonVariants } from './components/button.css';
export {
  Card,
  CardHeader,
  CardTitle,
  CardBody,
  CardFooter,
  type CardProps,
  type CardTitleProps,
} from './components/card';
export {
  ToastProvider,
  useToast,
  type ToastProviderProps,
  type UseToastResult,
} from './components/toast';
export {
  DEFAULT_TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  type ToastOptions,
  type ToastVariant,
} from './components/toast-store';
export { Skeleton, type SkeletonProps } from './components/skeleton';
export { type SkeletonVariants } from './components/skeleton.css';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/visually-hidden';
export { TextField, type TextFieldProps } from './components/text-field';
export { Reveal, REVEAL_MARGIN, type RevealProps } from './components/reveal';
export { useInView, type InViewOptions } from './hooks/use-in-view';
export { usePrefersReducedMotion, prefersReducedMotion } from './hooks/use-reduced-motion';
export { releaseSectionHold, scrollToSection } from './scroll';
export { sectionScrollMargin } from './scroll';
export { useSiteHeaderHeight } from './hooks/use-site-header-height';
export {
  Dialog,
  DialogHeader,
  DialogBody,
  DialogFooter,
  type DialogProps,
  type DialogHeaderProps,
} from './components/dialog';
export {
  TabList,
  TabPanel,
  tabIds,
  type TabItem,
  type TabListProps,
  type TabPanelProps,
} from './components/tabs';
export { Table, type TableProps } from './components/table';
export { chartDashes, chartPalette } from './chart-palette';
export {
  Pagination,
  pageWindow,
  type PaginationLabels,
  type PaginationProps,
} from './components/pagination';
export {
  InputField,
  SelectField,
  TextAreaField,
  CheckboxField,
  type InputFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type CheckboxFieldProps,
} from './components/form-field';
export { Badge, type BadgeProps } from './components/badge';
export { badgeStyles, type BadgeVariants } from './components/badge.css';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './components/segmented-control';
export { StaffHeader, type StaffHeaderProps } from './components/staff-header';
export { FormDialog, type FormDialogProps } from './components/form-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export {
  LoadingState,
  EmptyText,
  ErrorState,
  EmptyState,
  type ErrorStateProps,
} from './components/panel-state';
/** A staff panel's heading row and sections: `panelSection.bar`, `.heading`, `.tools`, `.section`. */
export * as panelSection from './components/panel-section.css';
/** A form's two-column grid: `formGrid.grid`, `.wide` (spans both), `.checks`, `.note`. */
export * as formGrid from './components/form-grid.css';
