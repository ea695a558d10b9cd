## The end of every instance's source file (codegen/emit.py appends it after the family's
## text and its wrapper's): closes the namespace that common.mako's ``includes`` opened.

}  // namespace ${plan.instance_namespace}
