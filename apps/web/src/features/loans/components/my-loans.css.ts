import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export * from '../../../components/account-list.css';

/** A hold ready to collect: where and until when, in words that wrap on a phone. */
export const ready = style({ color: vars.color.success, overflowWrap: 'anywhere' });
