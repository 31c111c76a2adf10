import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, position, visibility } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';

export const CommissionSchema = defineEntity({
  name: 'Commission',
  properties: {
    id: id(),
    artist: () => p.manyToOne(ArtistProfile).deleteRule('cascade').index(),
    title: p.text(),
    commissioner: p.text().nullable(),
    description: p.text().nullable(),
    year: p.text().nullable(),
    visibility: visibility(),
    position: position(),
    createdAt: createdAt(),
  },
});

export class Commission extends CommissionSchema.class {}

CommissionSchema.setClass(Commission);
