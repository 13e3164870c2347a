import type { Handler } from './types';

// Product list and category tile blocks (shell §7). Being implemented: see the block issue.
export const categoryWiseProducts: Handler<'categoryWiseProducts'> = async () => ({
  status: 'error',
  categoriesData: undefined,
});
export const tagsWiseProducts: Handler<'tagsWiseProducts'> = async () => ({ status: 'error', tagsData: undefined });
export const customProducts: Handler<'customProducts'> = async () => ({ status: 'error', productData: [] });
export const categoryByIds: Handler<'categoryByIds'> = async () => ({
  status: 'error',
  default_image_path: '',
  categoryImageUrl: '',
  resCategoryData: [],
});
