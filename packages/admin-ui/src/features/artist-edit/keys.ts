export const artistKey = (id: number) => ['admin.artists.get', id] as const;
export const galleryKey = (artistId: number) => ['admin.gallery.list', artistId] as const;
