#include "backend/sheets/image_library.h"

#include <cairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <librsvg/rsvg.h>

#include <cstdint>
#include <fstream>
#include <sstream>

#include "source/image_file.h"

namespace munchkinc::sheets {
namespace {

// An SVG that gives no size of its own (no width, height or viewBox) is
// drawn as if it were this many units square.
constexpr double kSvgFallbackSize = 100;

std::string takeMessage(GError* error, const char* fallback) {
  if (!error) return fallback;
  std::string message = error->message;
  g_error_free(error);
  return message;
}

LoadedImage failed(std::string why) {
  LoadedImage image;
  image.problem = std::move(why);
  return image;
}

LoadedImage fromSurface(cairo_surface_t* surface) {
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
    LoadedImage image = failed(cairo_status_to_string(cairo_surface_status(surface)));
    cairo_surface_destroy(surface);
    return image;
  }
  LoadedImage image;
  image.surface = surface;
  image.width = cairo_image_surface_get_width(surface);
  image.height = cairo_image_surface_get_height(surface);
  return image;
}

LoadedImage loadPng(const std::string& path) {
  cairo_surface_t* surface = cairo_image_surface_create_from_png(path.c_str());
  if (cairo_surface_status(surface) == CAIRO_STATUS_READ_ERROR ||
      cairo_surface_status(surface) == CAIRO_STATUS_PNG_ERROR) {
    cairo_surface_destroy(surface);
    return failed("not a valid PNG image");
  }
  return fromSurface(surface);
}

// gdk-pixbuf's RGB(A) rows into cairo's premultiplied native-endian ARGB.
cairo_surface_t* surfaceFromPixbuf(GdkPixbuf* pixbuf) {
  const int width = gdk_pixbuf_get_width(pixbuf), height = gdk_pixbuf_get_height(pixbuf);
  const int channels = gdk_pixbuf_get_n_channels(pixbuf), stride = gdk_pixbuf_get_rowstride(pixbuf);
  const bool alpha = gdk_pixbuf_get_has_alpha(pixbuf);
  cairo_surface_t* surface = cairo_image_surface_create(alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24, width, height);
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) return surface;
  cairo_surface_flush(surface);
  const guchar* source = gdk_pixbuf_read_pixels(pixbuf);
  unsigned char* target = cairo_image_surface_get_data(surface);
  const int targetStride = cairo_image_surface_get_stride(surface);
  for (int y = 0; y < height; ++y) {
    const guchar* from = source + static_cast<std::ptrdiff_t>(y) * stride;
    auto* to = reinterpret_cast<std::uint32_t*>(target + static_cast<std::ptrdiff_t>(y) * targetStride);
    for (int x = 0; x < width; ++x, from += channels) {
      const std::uint32_t a = alpha ? from[3] : 255;
      auto premultiply = [a](std::uint32_t c) { return (c * a + 127) / 255; };
      to[x] = a << 24 | premultiply(from[0]) << 16 | premultiply(from[1]) << 8 | premultiply(from[2]);
    }
  }
  cairo_surface_mark_dirty(surface);
  return surface;
}

LoadedImage loadJpeg(const std::string& path) {
  GError* error = nullptr;
  GdkPixbuf* pixbuf = gdk_pixbuf_new_from_file(path.c_str(), &error);
  if (!pixbuf) return failed(takeMessage(error, "not a valid JPEG image"));
  cairo_surface_t* surface = surfaceFromPixbuf(pixbuf);
  g_object_unref(pixbuf);
  LoadedImage image = fromSurface(surface);
  if (!image.surface) return image;
  // The PDF then holds the JPEG's own bytes, not a re-encoding of its pixels.
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  auto* data = new std::string(bytes.str());
  cairo_surface_set_mime_data(
      image.surface, CAIRO_MIME_TYPE_JPEG, reinterpret_cast<const unsigned char*>(data->data()), data->size(),
      [](void* owned) { delete static_cast<std::string*>(owned); }, data);
  return image;
}

LoadedImage loadSvg(const std::string& path) {
  GError* error = nullptr;
  RsvgHandle* handle = rsvg_handle_new_from_file(path.c_str(), &error);
  if (!handle) return failed(takeMessage(error, "not a valid SVG image"));
  double width = 0, height = 0;
  if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) || width <= 0 || height <= 0) {
    gboolean hasWidth = false, hasHeight = false, hasViewBox = false;
    RsvgLength w, h;
    RsvgRectangle viewBox;
    rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &w, &hasHeight, &h, &hasViewBox, &viewBox);
    width = hasViewBox && viewBox.width > 0 ? viewBox.width : kSvgFallbackSize;
    height = hasViewBox && viewBox.height > 0 ? viewBox.height : kSvgFallbackSize;
  }
  cairo_rectangle_t extents{0, 0, width, height};
  cairo_surface_t* recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents);
  cairo_t* cr = cairo_create(recording);
  RsvgRectangle viewport{0, 0, width, height};
  const bool drawn = rsvg_handle_render_document(handle, cr, &viewport, &error);
  cairo_destroy(cr);
  g_object_unref(handle);
  if (!drawn || cairo_surface_status(recording) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(recording);
    return failed(takeMessage(error, "librsvg could not draw it"));
  }
  LoadedImage image;
  image.surface = recording;
  image.width = width;
  image.height = height;
  return image;
}

LoadedImage decode(const std::string& path) {
  const ImageFileCheck check = checkImageFile(path);
  if (check.status != ImageFileStatus::Ok) {
    LoadedImage image = failed(check.reason);
    image.fileProblem = true;
    return image;
  }
  switch (check.type) {
    case ImageType::Png: return loadPng(path);
    case ImageType::Jpeg: return loadJpeg(path);
    case ImageType::Svg: return loadSvg(path);
  }
  return failed("unknown image type");
}

}  // namespace

ImageLibrary::~ImageLibrary() {
  for (auto& [path, image] : images_) {
    if (image.surface) cairo_surface_destroy(image.surface);
  }
}

const LoadedImage& ImageLibrary::load(const std::string& path) {
  auto [it, fresh] = images_.try_emplace(path);
  if (fresh) it->second = decode(path);
  return it->second;
}

}  // namespace munchkinc::sheets
