#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <iostream>

#include "backend/sheets/font_setup.h"
#include "backend/sheets/sheets.h"
#include "driver/commands.h"

namespace munchkinc {

namespace {

std::string lowercase(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

// Formats written as a folder of files rather than one file.
bool writesFolder(const std::string& format) { return format == "png" || format == "svg" || format == "tts"; }

// The format to write, from --format or else the output: a folder (an
// existing one, or a name ending in '/') takes PNGs, a name without an
// extension a PDF, else the extension says (.png names the PNGs' folder).
// Empty, with `error` set, when the extension belongs to no format or to
// another one: `-o x.jpg` must not write a PDF named x.jpg. SVG pages and
// Tabletop Simulator decks go into a folder that --format names.
std::string formatFor(const SheetsCommandOptions& options, std::string& error) {
  std::error_code ec;
  const bool folder = options.output.ends_with('/') || std::filesystem::is_directory(options.output, ec);
  const std::string extension = lowercase(std::filesystem::path(options.output).extension().string());
  const std::string fromExtension = extension == ".pdf" ? "pdf"
                                    : extension == ".svg" ? "svg"
                                    : extension == ".png" ? "png"
                                                          : "";
  // `-o x.svg` wrote one tall drawing of every page before SVG became a file a page.
  const std::string svgIsAFolder = "SVG is written one file per page into a folder, not into '" + options.output +
                                   "': give a folder and the format, as in -o " +
                                   std::filesystem::path(options.output).stem().string() + "-svg/ --format svg";
  if (options.format.empty()) {
    if (folder) return "png";
    if (extension.empty()) return "pdf";
    if (fromExtension == "svg") {
      error = svgIsAFolder;
      return "";
    }
    if (!fromExtension.empty()) return fromExtension;
    error = "cannot tell the format of '" + options.output + "' from its extension '" + extension +
            "'; name it .pdf or .png (a folder of PNGs), or give --format (svg and tts write a folder)";
    return "";
  }
  if (writesFolder(options.format)) {
    if (fromExtension.empty() || (fromExtension == "png" && options.format == "png")) return options.format;
    error = fromExtension == "svg" && options.format == "svg"
                ? svgIsAFolder
                : "--format " + options.format + " writes a folder, not a ." + fromExtension + " file: '" +
                      options.output + "'";
    return "";
  }
  if (folder) {
    error = "'" + options.output + "' is a folder, and --format " + options.format + " writes one file";
  } else if (extension.empty() || fromExtension == options.format) {
    return options.format;
  } else {
    error = "--format " + options.format + " writes a ." + options.format + " file, not '" + options.output + "'";
  }
  return "";
}

}  // namespace

constexpr int kLargestOffsetMm = 50;

int runSheets(const CommonOptions& common, const SheetsCommandOptions& options) {
  if (!options.offset.empty() && options.offset.size() != 2) {
    std::cerr << "munchkinc: error: --offset takes two numbers, x and y in millimetres: --offset 0.5,-0.3\n";
    return kExitUsage;
  }
  // An offset corrects a printer's shift of a millimetre or two; NaN, infinity
  // or a shift off the page is a mistake.
  for (double shift : options.offset) {
    if (!std::isfinite(shift) || std::fabs(shift) > kLargestOffsetMm) {
      std::cerr << "munchkinc: error: --offset must be two numbers of millimetres between -" << kLargestOffsetMm
                << " and " << kLargestOffsetMm << "\n";
      return kExitUsage;
    }
  }
  std::string formatError;
  const std::string format = formatFor(options, formatError);
  if (format.empty()) {
    std::cerr << "munchkinc: error: " << formatError << '\n';
    return kExitUsage;
  }
  const sheets::FontSetup fonts;  // overlaps with reading the set
  Session session(common);
  const auto model = session.checkedModel(options.path);
  if (!model) return session.finish();

  sheets::SheetOptions sheet;
  sheet.format = format == "svg"   ? sheets::Format::Svg
                 : format == "png" ? sheets::Format::Png
                 : format == "tts" ? sheets::Format::Tts
                                   : sheets::Format::Pdf;
  if (options.dpi > 0) sheet.dpi = options.dpi;
  sheet.duplex = options.duplex == "none"    ? sheets::Duplex::None
                 : options.duplex == "short" ? sheets::Duplex::ShortEdge
                                             : sheets::Duplex::LongEdge;
  if (options.offset.size() == 2) {
    sheet.offsetXmm = options.offset[0];
    sheet.offsetYmm = options.offset[1];
  }
  sheet.templateDir = options.templateDir;
  sheet.rulesSheet = options.rulesSheet;
  const bool written = sheets::renderSheets(*model, session.sources(), sheet, options.output, session.diagnostics());
  const int status = session.finish();
  if (written) session.out() << "wrote " << options.output << '\n';
  if (!written && status == kExitClean) return kExitErrors;
  return status;
}

}  // namespace munchkinc
