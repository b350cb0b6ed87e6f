import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export * from '../../../components/link-page.css';

export const when = style({ margin: 0, color: vars.color.muted });

export const status = style({ margin: 0, fontWeight: 600 });
