export { PostTile, formatDate, type PostTileData } from './PostTile';
