#include <filesystem>
#include <iostream>

#include "backend/sheets/font_setup.h"
#include "backend/sheets/sheets.h"
#include "driver/commands.h"

namespace munchkinc {

namespace {

std::string formatFor(const SheetsCommandOptions& options) {
  if (!options.format.empty()) return options.format;
  const std::string extension = std::filesystem::path(options.output).extension().string();
  if (extension == ".svg") return "svg";
  if (extension == ".png" || extension.empty()) return extension.empty() ? "pdf" : "png";
  return "pdf";
}

}  // namespace

int runSheets(const CommonOptions& common, const SheetsCommandOptions& options) {
  if (!options.offset.empty() && options.offset.size() != 2) {
    std::cerr << "munchkinc: error: --offset takes two numbers, x and y in millimetres: --offset 0.5,-0.3\n";
    return kExitUsage;
  }
  const sheets::FontSetup fonts;  // overlaps with reading the set
  Session session(common);
  const auto model = session.checkedModel(options.path);
  if (!model) return session.finish();

  sheets::SheetOptions sheet;
  const std::string format = formatFor(options);
  sheet.format = format == "svg" ? sheets::Format::Svg : format == "png" ? sheets::Format::Png : sheets::Format::Pdf;
  sheet.dpi = options.dpi;
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
  if (written) std::cout << "wrote " << options.output << '\n';
  if (!written && status == kExitClean) return kExitErrors;
  return status;
}

}  // namespace munchkinc
