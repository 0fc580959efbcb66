CREATE INDEX "channels_thumbnail_idx" ON "channels" USING btree ("thumbnail");--> statement-breakpoint
CREATE INDEX "order_histories_products_gin_idx" ON "order_histories" USING gin ("products");--> statement-breakpoint
CREATE INDEX "orders_thumbnail_idx" ON "orders" USING btree ("thumbnail");--> statement-breakpoint
CREATE INDEX "platforms_product_demo_file_idx" ON "platforms" USING btree ("product_demo_file");--> statement-breakpoint
CREATE INDEX "product_types_template_file_idx" ON "product_types" USING btree ("template_file");--> statement-breakpoint
CREATE INDEX "product_types_mockup_file_idx" ON "product_types" USING btree ("mockup_file");--> statement-breakpoint
CREATE INDEX "products_product_images_gin_idx" ON "products" USING gin ("product_images");--> statement-breakpoint
CREATE INDEX "users_avatar_idx" ON "users" USING btree ("avatar");