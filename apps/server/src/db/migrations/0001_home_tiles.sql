ALTER TABLE "sites" ADD COLUMN "news_html" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "youtube_video_id" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "vimeo_video_id" text;