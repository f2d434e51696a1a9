#include "backend/sheets/output_folder.h"

#include <cairo.h>

#include <cctype>
#include <cerrno>
#include <cstring>

#include <sys/stat.h>
#include <unistd.h>

#include "source/atomic_file.h"
#include "source/interrupt_cleanup.h"

namespace munchkinc::sheets {

namespace fs = std::filesystem;

namespace {

// cairo's stream callback, writing into the AtomicFile passed as its closure.
cairo_status_t writeToAtomicFile(void* closure, const unsigned char* data, unsigned int length) {
  return static_cast<AtomicFile*>(closure)->write(data, length) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

}  // namespace

std::string fileSlug(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    } else if (!out.empty() && out.back() != '-') {
      out += '-';
    }
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "card" : out;
}

bool savePng(cairo_surface_t* surface, const std::string& path, DiagnosticEngine& diagnostics) {
  AtomicFile file(path);
  cairo_status_t status =
      file.ok() ? cairo_surface_write_to_png_stream(surface, &writeToAtomicFile, &file) : CAIRO_STATUS_WRITE_ERROR;
  if (status != CAIRO_STATUS_SUCCESS || !file.commit()) {
    diagnostics.reportFile(DiagCode::E3008, path,
                           file.ok() ? std::string("cannot draw: ") + cairo_status_to_string(status) : file.error());
    return false;
  }
  return true;
}

bool writeFolderAtomically(const std::string& outDir, const std::string& what, DiagnosticEngine& diagnostics,
                           const std::function<bool(const fs::path& drawn)>& draw) {
  const fs::path target = fs::path(outDir).lexically_normal();
  const fs::path name = target.filename().empty() ? target.parent_path().filename() : target.filename();
  const fs::path parent = fs::absolute(target).parent_path();
  std::error_code error;
  if (fs::exists(target, error) && !fs::is_directory(target, error)) {
    diagnostics.reportFile(DiagCode::E3008, outDir, "cannot write " + what + ": it exists and is not a folder");
    return false;
  }
  fs::create_directories(parent, error);
  removeStaleTemporaries(parent, name.string());
  std::string pattern = (parent / (temporaryPrefix(name.string()) + std::to_string(getpid()) + "-XXXXXX")).string();
  if (error || !mkdtemp(pattern.data())) {
    diagnostics.reportFile(DiagCode::E3008, outDir, std::string("cannot create the folder: ") + std::strerror(errno));
    return false;
  }
  const fs::path drawn = pattern;
  registerTemporaryFolder(drawn.string());
  // mkdtemp makes the folder private; the one it becomes gets the mode any
  // new folder would.
  const mode_t mask = umask(0);
  umask(mask);
  chmod(drawn.c_str(), 0777 & ~mask);
  if (!draw(drawn)) {
    fs::remove_all(drawn, error);
    unregisterTemporary(drawn.string());
    return false;
  }
  if (!fs::exists(target, error)) {
    fs::rename(drawn, target, error);
  } else {
    for (const auto& entry : fs::directory_iterator(drawn, error)) {
      fs::rename(entry.path(), target / entry.path().filename(), error);
      if (error) break;
    }
  }
  const bool moved = !error;
  if (!moved) diagnostics.reportFile(DiagCode::E3008, outDir, "cannot move " + what + " into place: " + error.message());
  fs::remove_all(drawn, error);
  unregisterTemporary(drawn.string());
  return moved;
}

}  // namespace munchkinc::sheets
