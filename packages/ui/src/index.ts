// Importing the kit applies its resets once; package.json marks *.css.ts as side effects so
// bundlers keep this import.
import './global.css';

export { vars, lightTheme, sepiaTheme, darkTheme } from './theme.css';
export {
  lightColors,
  sepiaColors,
  darkColors,
  type ColorToken,
  type ThemeColors,
  type ThemeTokens,
} from './tokens';
export { sprinkles, type Sprinkles } from './sprinkles.css';

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
