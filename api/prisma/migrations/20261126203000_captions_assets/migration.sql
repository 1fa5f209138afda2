-- WebVTT caption files in the galleries (attached to videos as caption tracks)
ALTER TYPE "AssetKind" ADD VALUE 'CAPTIONS';
