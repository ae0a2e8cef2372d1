// The Gallery page in Japanese: its component with the Japanese edition's content.
import { galleryStats, successStories, journeyPhases, studentQuotes, galleryPage } from '../../content/ja/gallery.ts';
import { Gallery as title } from '../../content/ja/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Gallery } from './Gallery.tsx';

export default bindPage(Gallery, { galleryStats, successStories, journeyPhases, studentQuotes, galleryPage }, title);
