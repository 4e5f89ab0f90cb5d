export { PostTile, type PostTileData } from './PostTile';
