// The Blog page in English: its component with the English edition's content.
import { blogCategories, selectedCategory, featuredArticle, blogArticles, blogPage } from '../../content/blog.ts';
import { Blog as title } from '../../content/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Blog } from './Blog.tsx';

export default bindPage(Blog, { blogCategories, selectedCategory, featuredArticle, blogArticles, blogPage }, title);
