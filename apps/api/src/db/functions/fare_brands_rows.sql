-- The fare brands' rows as a booking is priced with them (docs/product.md#1416-fare-brands), in (class,
-- brand) order. The server keeps them with their md5 (fare-brands/settings.ts); create_bookings
-- refuses a booking priced with rows that are no longer these.
CREATE OR REPLACE FUNCTION fare_brands_rows() RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object('classType', b.class_type, 'brand', b.brand, 'terms', b.terms)
                            ORDER BY b.class_type COLLATE "C", b.brand COLLATE "C"), '[]'::jsonb)
  FROM fare_brands b
$$;
