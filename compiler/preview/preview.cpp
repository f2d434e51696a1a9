#include "preview/preview.h"

#include <pthread.h>
#include <signal.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "lsp/documents.h"
#include "preview/http_server.h"
#include "preview/live_gallery.h"

namespace munchkinc::preview {
namespace {

// How often the set's files are looked at: an edit shows within about this
// long after the save, plus the check.
constexpr std::chrono::milliseconds kPollInterval{300};

sigset_t stoppingSignals() {
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGHUP);
  return signals;
}

}  // namespace

int runPreview(const PreviewOptions& options, std::ostream& out, std::ostream& err) {
  // The stopping signals are taken by sigwait below, not by a handler: the
  // threads started from here inherit the mask, so none of them is
  // interrupted, and stopping is ordinary code on the main thread.
  const sigset_t signals = stoppingSignals();
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);

  LiveGallery gallery(lsp::canonicalPath(options.unitPath), options.searchPaths);
  gallery.refresh();  // the first page shows the set as it is now
  HttpServer server(gallery);
  const int port = server.bind(options.port);
  if (port < 0) {
    err << "munchkinc: error: cannot listen on 127.0.0.1:" << options.port
        << (options.port ? " (in use? leave out --port for a free one)" : "") << '\n';
    return 1;
  }
  std::thread watching([&] { gallery.watchUntilStopped(kPollInterval); });
  std::thread serving([&] { server.run(); });
  out << "munchkinc preview: serving " << options.unitPath << " at http://127.0.0.1:" << port
      << "/ (Ctrl-C stops)" << std::endl;

  int signal = 0;
  sigwait(&signals, &signal);
  gallery.stop();  // wakes the long polls, so that the server's threads can end
  server.stop();
  serving.join();
  watching.join();
  out << "munchkinc preview: stopped" << std::endl;
  return 0;
}

}  // namespace munchkinc::preview
