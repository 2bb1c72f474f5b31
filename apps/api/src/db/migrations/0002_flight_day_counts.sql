CREATE TABLE "flight_day_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"flights" integer NOT NULL
);
