// `npm run dev` only (scripts/dev-articles.ts): an article's page has no script, and in a build
// its styles come from the one stylesheet. The dev server has no stylesheet file, so the page
// loads this module instead, which brings the same styles in: the site's global styles, the
// article's, and (through their components) the CSS modules of the frame and the page. It
// renders nothing.
import '../../../styles/global.scss';
import './Article.scss';
import './Article.tsx';
import '../../shell/Layout/Layout.tsx';
