export { ProductGallery, type ProductGalleryProps } from './ProductGallery';
