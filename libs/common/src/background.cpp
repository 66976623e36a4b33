#include <cw/background.hpp>

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace cw {

void run_as_background_work() {
  // On Linux a thread's nice value is its own (setpriority with the thread's id); raising it needs no privilege.
  const auto thread_id = static_cast<id_t>(::syscall(SYS_gettid));
  ::setpriority(PRIO_PROCESS, thread_id, kBackgroundNice);
}

}  // namespace cw
