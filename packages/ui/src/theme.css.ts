import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { darkTokens, lightTokens, sepiaTokens } from './tokens';

// The contract only takes the keys of the light tokens; its values are ignored, so the raw
// tokens stay the single list of names and cannot drift from the contract.
/**
 * Theme contract: CSS custom properties for colour, space, type, radius, shadow and z-index.
 * Style with `vars.*` only; the active theme class decides the values.
 */
export const vars = createThemeContract(lightTokens);

/** Default site theme. Put this class on `<html>` so `body` and portals see the variables. */
export const lightTheme = createTheme(vars, lightTokens, 'light');

/** Reader theme with paper tones; apply to the reader's root element. */
export const sepiaTheme = createTheme(vars, sepiaTokens, 'sepia');

/** Reader theme for night reading; apply to the reader's root element. */
export const darkTheme = createTheme(vars, darkTokens, 'dark');
