// The Blog page in Japanese: its component with the Japanese edition's content.
import { blogCategories, selectedCategory, featuredArticle, blogArticles, blogPage } from '../../content/ja/blog.ts';
import { Blog as title } from '../../content/ja/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Blog } from './Blog.tsx';

export default bindPage(Blog, { blogCategories, selectedCategory, featuredArticle, blogArticles, blogPage }, title);
