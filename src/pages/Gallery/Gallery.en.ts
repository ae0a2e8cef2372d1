// The Gallery page in English: its component with the English edition's content.
import { galleryStats, successStories, journeyPhases, studentQuotes, galleryPage } from '../../content/gallery.ts';
import { Gallery as title } from '../../content/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Gallery } from './Gallery.tsx';

export default bindPage(Gallery, { galleryStats, successStories, journeyPhases, studentQuotes, galleryPage }, title);
