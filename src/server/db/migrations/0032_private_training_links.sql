-- A private training's link carries a secret (ADR 0072): `{trainer}-{n}` became
-- `{trainer}-{n}-{12 hex digits}`, so that counting cannot find it. Links sent before this no
-- longer open a private training; its trainer's site shows the new one.
UPDATE "provided_services"
SET "slug" = "slug" || '-' || substr(md5(random()::text || clock_timestamp()::text || "id"::text), 1, 12)
WHERE "privacy_setting" = 'private';
