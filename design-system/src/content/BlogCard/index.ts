export { BlogCard, parsePostDate, type BlogCardProps, type BlogPostSummary, type BlogImage } from './BlogCard';
