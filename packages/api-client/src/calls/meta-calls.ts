import {
  metaDataSchema,
  namedItemListSchema,
  plateLetterListSchema,
} from '../schemas/meta-schemas.js';
import { runCall } from '../client/run-call.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** The vehicle form's look-ups. */
export function createMetaCalls(client: LamaaFetchClient) {
  return {
    /** GET /meta/data: cities, brands, car groups and car types. */
    getMeta: () => runCall(() => client.GET('/meta/data'), metaDataSchema),
    /** GET /meta/car_models/{brandId}. */
    getCarModels: (brandId: number) =>
      runCall(
        () => client.GET('/meta/car_models/{brandId}', { params: { path: { brandId } } }),
        namedItemListSchema,
      ),
    /** GET /meta/get_plate_types_for_city/{cityId}. */
    getPlateTypes: (cityId: number) =>
      runCall(
        () =>
          client.GET('/meta/get_plate_types_for_city/{cityId}', { params: { path: { cityId } } }),
        namedItemListSchema,
      ),
    /** GET /meta/city_plate_letters/{cityId}/{plateTypeId}: letters read as strings. */
    getPlateLetters: (cityId: number, plateTypeId: number) =>
      runCall(
        () =>
          client.GET('/meta/city_plate_letters/{cityId}/{plateTypeId}', {
            params: { path: { cityId, plateTypeId } },
          }),
        plateLetterListSchema,
      ),
  };
}
