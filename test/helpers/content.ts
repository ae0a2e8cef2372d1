// The content of the site as the build reads it from src/content/*.yaml (through the same
// Vite plugin, scripts/content/vite-plugin.ts): every page's whole content in both languages,
// with its prices' numbers and its records' ids.
import all from 'virtual:content/all';

export const content = all;
