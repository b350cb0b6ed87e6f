import type { ComponentPropsWithRef } from 'react';
import * as styles from './card.css';

const join = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

/** Props of {@link Card} and its parts: the attributes of the underlying `<div>`. */
export type CardProps = ComponentPropsWithRef<'div'>;

/** A raised surface that groups one piece of content (a book, an event, a stat). */
export function Card({ className, ...rest }: CardProps) {
  return <div {...rest} className={join(styles.card, className)} />;
}

/** Top of a {@link Card}: holds the {@link CardTitle} and any subtitle. */
export function CardHeader({ className, ...rest }: CardProps) {
  return <div {...rest} className={join(styles.header, className)} />;
}

/** Props of {@link CardTitle}. */
export interface CardTitleProps extends ComponentPropsWithRef<'h3'> {
  /** Heading level, to fit the page outline. Defaults to `h3`. */
  as?: 'h2' | 'h3' | 'h4';
}

/** Heading of a {@link Card}, in the heading face and brand colour. */
export function CardTitle({ as: Heading = 'h3', className, ...rest }: CardTitleProps) {
  return <Heading {...rest} className={join(styles.title, className)} />;
}

/** Main content of a {@link Card}; grows so footers line up across a grid of cards. */
export function CardBody({ className, ...rest }: CardProps) {
  return <div {...rest} className={join(styles.body, className)} />;
}

/** Bottom row of a {@link Card}, usually its actions. */
export function CardFooter({ className, ...rest }: CardProps) {
  return <div {...rest} className={join(styles.footer, className)} />;
}
